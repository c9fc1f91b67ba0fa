import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { cx } from './cx';
import { Svg } from './first-screen-icons';
import { CheckIcon } from './icons';
import { showToast } from './toast';

function CopyIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </Svg>
  );
}

/** Old browsers and plain-http pages have no Clipboard API: fall back to a hidden textarea. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export function CopyButton({ value, label }: { value: string; label: string }) {
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  const onCopy = async () => {
    if (await copyText(value)) {
      setCopied(true);
      showToast('success', `${label} copied`);
    } else {
      showToast('error', t`Could not copy. Please copy the ${label.toLowerCase()} by hand.`);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void onCopy()}
      className={cx(
        'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-xs font-semibold ring-1 transition',
        isCopied ? 'bg-success/15 text-success ring-success/40' : 'bg-ink-700 text-fg ring-ink-500 hover:bg-ink-600',
      )}
      aria-label={t`Copy ${label}`}
    >
      {isCopied ? <CheckIcon className="size-3.5" /> : <CopyIcon className="size-3.5" />}
      {isCopied ? t`Copied` : t`Copy`}
    </button>
  );
}
