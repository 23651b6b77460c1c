import { QRCodeSVG } from 'qrcode.react';

/** The otpauth URI as a QR code; its own chunk, loaded only when a player sets up the factor. */
export default function TotpQr({ uri }: { uri: string }) {
  return (
    <div className="w-fit rounded-xl bg-white p-3">
      <QRCodeSVG value={uri} size={168} />
    </div>
  );
}
