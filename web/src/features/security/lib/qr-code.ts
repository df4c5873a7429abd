/**
 * An otpauth:// URI as a QR code, an SVG data URL for an <img>. The `qrcode` package is
 * downloaded only when a member sets up two-step sign-in.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const qrcode = await import('qrcode');
  const svg = await qrcode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
