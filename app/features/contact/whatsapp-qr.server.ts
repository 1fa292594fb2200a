import QRCode from "qrcode";
import { whatsappChatUrl } from "../../../server/domain/company/site";

let cached: Promise<string> | undefined;

/** The WhatsApp chat QR code as inline SVG, drawn by us: no third-party image service sees the visitor. */
export function whatsappQrSvg(): Promise<string> {
  cached ??= QRCode.toString(whatsappChatUrl, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 1,
    color: { dark: "#0a0c11", light: "#ffffff" },
  });
  return cached;
}
