import { SECURITY_TEXTS as T } from '@common/security-texts';
import { Copy, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The recovery codes, shown once after they are made: download, copy, then done. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `FitCircle recovery codes\nEach code signs you in once.\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'fitcircle-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-labelledby="recovery-codes-title" className="flex flex-col gap-3">
      <h3 id="recovery-codes-title" className="font-semibold">
        {T.recoveryTitle}
      </h3>
      <p className="text-sm text-muted-foreground">{T.recoveryIntro}</p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-lg border border-border bg-muted/40 p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          {T.download}
        </Button>
        <Button type="button" variant="outline" onClick={() => void navigator.clipboard?.writeText(text)}>
          <Copy aria-hidden="true" />
          {T.copy}
        </Button>
        <Button type="button" onClick={onDone}>
          {T.done}
        </Button>
      </div>
    </section>
  );
}
