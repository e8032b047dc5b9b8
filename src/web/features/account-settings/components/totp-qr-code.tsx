import { useEffect, useState } from 'react';
import { Skeleton } from '@web/components/ui/skeleton';

type Props = { uri: string };

/**
 * The otpauth URI as a QR code. Drawn as an image of dark modules on white in both themes:
 * authenticator apps read dark-on-light codes most reliably.
 */
export function TotpQrCode({ uri }: Props) {
  const [image, setImage] = useState<{ uri: string; src: string } | null>(null);

  useEffect(() => {
    let current = true;
    void import('../lib/qr-code-svg')
      .then(({ qrCodeSvg }) => qrCodeSvg(uri))
      .then((svg) => {
        if (current)
          setImage({ uri, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => {
        // The secret below the code still lets the user add the account by hand.
      });
    return () => {
      current = false;
    };
  }, [uri]);

  if (image?.uri !== uri) {
    return <Skeleton className="size-48" role="status" aria-label="Drawing the QR code" />;
  }
  return (
    <img
      src={image.src}
      alt="QR code for adding Nido to your authenticator app"
      width={192}
      height={192}
      className="size-48 rounded-md border bg-white p-2"
    />
  );
}
