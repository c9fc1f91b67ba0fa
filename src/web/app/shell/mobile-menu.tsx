import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '@web/components/icons';
import { Logo } from '@web/components/logo';
import { sidebarLinks } from '../sidebar-links';
import { ContactBanner, LanguageEntry } from './contact-banner';
import { NavList } from './nav-list';

type MobileMenuProps = { isOpen: boolean; onClose: () => void };

/** The slide-in menu on small screens; the shell closes it on route change. */
export function MobileMenu({ isOpen, onClose }: MobileMenuProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();

  useEffect(() => {
    if (!isOpen) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, onClose]);

  if (!isOpen) return null;
  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div className="absolute inset-0 animate-fade-in bg-ink-950/75 backdrop-blur-sm" onClick={onClose} aria-hidden="true" />
      <div
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t`Menu`}
        className="absolute inset-y-0 left-0 flex w-[82%] max-w-xs animate-slide-in-left flex-col overflow-y-auto border-r border-ink-600 bg-ink-900 p-3 shadow-2xl"
      >
        <div className="mb-3 flex items-center justify-between">
          <Link to="/" aria-label={t`Lotus Exchange home`}>
            <Logo />
          </Link>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="rounded-lg p-2 text-muted hover:bg-ink-700 hover:text-fg"
            aria-label={t`Close menu`}
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <ContactBanner />
        <div className="mt-3">
          <NavList entries={sidebarLinks} label={t`Sports and casino`} />
        </div>
        <div className="mt-3 border-t border-ink-700 pt-3">
          <LanguageEntry />
        </div>
      </div>
    </div>
  );
}
