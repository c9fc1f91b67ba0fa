import { useEffect, useState } from 'react';
import { Dialog } from '@web/components/dialog';
import { ImageIcon } from '@web/components/icons';
import { Spinner } from '@web/components/spinner';
import { useReceipt } from '../api/payment-requests';

/** An object URL for a blob, revoked when the blob changes or the view goes. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}

/** The deposit's receipt as a thumbnail; a click shows it full size. */
export function ReceiptPreview({ depositId }: { depositId: number }) {
  const receipt = useReceipt(depositId);
  const url = useObjectUrl(receipt.data);
  const [isOpen, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={!url}
        className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-lg bg-ink-900 ring-1 ring-ink-600 transition hover:ring-lotus-400 disabled:cursor-default"
        aria-label={`View receipt of deposit ${depositId}`}
      >
        {url ? (
          <img src={url} alt={`Receipt of deposit ${depositId}`} className="size-full object-cover" />
        ) : receipt.isError ? (
          <span className="flex flex-col items-center gap-1 p-1 text-center text-[10px] text-danger">
            <ImageIcon className="size-5" /> No receipt
          </span>
        ) : (
          <Spinner size="sm" label="Loading receipt" className="text-lotus-300" />
        )}
      </button>
      <Dialog isOpen={isOpen} onClose={() => setOpen(false)} title={`Receipt · deposit #${depositId}`} className="sm:max-w-2xl">
        {url ? <img src={url} alt={`Receipt of deposit ${depositId}, full size`} className="mx-auto max-h-[75dvh] w-auto rounded-lg" /> : null}
      </Dialog>
    </>
  );
}
