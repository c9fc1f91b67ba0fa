import { useCallback, useState, type ImgHTMLAttributes } from 'react';
import { Dialog } from '@web/components/dialog';
import { ImageIcon } from '@web/components/icons';
import { Spinner } from '@web/components/spinner';
import { useReceipt } from './payment-requests-api';

/** An image of a blob: its object URL is made when the image mounts and revoked when it goes or the blob changes. */
function BlobImage({ blob, ...image }: { blob: Blob } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  const showBlob = useCallback(
    (element: HTMLImageElement) => {
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={showBlob} {...image} />;
}

/** The deposit's receipt as a thumbnail; a click shows it full size. */
export function ReceiptPreview({ depositId }: { depositId: number }) {
  const receipt = useReceipt(depositId);
  const blob = receipt.data;
  const [isOpen, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={!blob}
        className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-lg bg-ink-900 ring-1 ring-ink-600 transition hover:ring-lotus-400 disabled:cursor-default"
        aria-label={`View receipt of deposit ${depositId}`}
      >
        {blob ? (
          <BlobImage blob={blob} alt={`Receipt of deposit ${depositId}`} className="size-full object-cover" />
        ) : receipt.isError ? (
          <span className="flex flex-col items-center gap-1 p-1 text-center text-[10px] text-danger">
            <ImageIcon className="size-5" /> No receipt
          </span>
        ) : (
          <Spinner size="sm" label="Loading receipt" className="text-lotus-300" />
        )}
      </button>
      <Dialog isOpen={isOpen} onClose={() => setOpen(false)} title={`Receipt · deposit #${depositId}`} className="sm:max-w-2xl">
        {blob ? <BlobImage blob={blob} alt={`Receipt of deposit ${depositId}, full size`} className="mx-auto max-h-[75dvh] w-auto rounded-lg" /> : null}
      </Dialog>
    </>
  );
}
