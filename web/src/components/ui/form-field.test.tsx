import { textRoom } from '@common/text-room';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { attributesOf, descriptionOf } from '@/test/described-by';
import { FormField, type FormFieldProps } from './form-field';
import { Textarea } from './textarea';

// A form field with a server limit counts the room left under its box, tied to the box the way
// the post composer's count is: only while the count shows, and with the box marked when over.

const draw = (props: Omit<FormFieldProps, 'id' | 'label' | 'children'>, text: string) =>
  renderToStaticMarkup(
    <FormField id="notes" label="Notes" {...props}>
      {(control) => <Textarea {...control} value={text} readOnly />}
    </FormField>,
  );

describe('a form field with a limit', () => {
  it('says nothing while most of the room is free', () => {
    const html = draw({ room: textRoom('a'.repeat(79), 100) }, 'a'.repeat(79));
    expect(descriptionOf(html, 'notes')).toBeNull();
    expect(html).not.toContain('characters left');
  });

  it('counts the room left under the box and ties it to the box, after its hint and error', () => {
    const html = draw({ hint: 'Only you see them.', error: 'Not saved', room: textRoom('a'.repeat(90), 100) }, '');
    expect(descriptionOf(html, 'notes')).toBe('Only you see them. Not saved 10 characters left');
    expect(attributesOf(html, 'notes')?.['aria-invalid']).toBe('true');
  });

  it('marks the box when the text is over the limit, and keeps the text whole', () => {
    const text = 'a'.repeat(103);
    const html = draw({ room: textRoom(text, 100) }, text);
    expect(descriptionOf(html, 'notes')).toBe('3 characters too many');
    expect(attributesOf(html, 'notes')?.['aria-invalid']).toBe('true');
    expect(html).toContain(`>${text}</textarea>`);
    expect(attributesOf(html, 'notes')).not.toHaveProperty('maxlength');
  });

  it('leaves a box without a limit as it was', () => {
    const html = draw({ hint: 'Optional' }, 'a'.repeat(5000));
    expect(descriptionOf(html, 'notes')).toBe('Optional');
    expect(attributesOf(html, 'notes')).not.toHaveProperty('aria-invalid');
  });
});
