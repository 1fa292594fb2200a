import QRCode from "qrcode";
import { whatsappChatUrl } from "../../../server/domain/company/site";

const cached = new Map<string, Promise<string>>();

/**
 * A WhatsApp chat's QR code (by default the English greeting's) as inline SVG, drawn by us: no
 * third-party image service sees the visitor.
 */
export function whatsappQrSvg(chatUrl: string = whatsappChatUrl()): Promise<string> {
  let svg = cached.get(chatUrl);
  if (!svg) {
    svg = QRCode.toString(chatUrl, {
      type: "svg",
      errorCorrectionLevel: "M",
      margin: 1,
      color: { dark: "#0a0c11", light: "#ffffff" },
    });
    cached.set(chatUrl, svg);
  }
  return svg;
}
