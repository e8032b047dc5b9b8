import { toString as renderQrCode } from 'qrcode';

/**
 * The QR code of a text as an SVG document. Kept in its own module so the QR encoder is only
 * downloaded when someone sets up two-factor (it is loaded with `import()`).
 */
export function qrCodeSvg(text: string): Promise<string> {
  return renderQrCode(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}
