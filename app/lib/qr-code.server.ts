import QRCode from "qrcode";

/** A QR code of `text` as an SVG document, drawn dark on light for any phone camera to read. */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}
