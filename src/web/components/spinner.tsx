import { cx } from './cx';

type SpinnerProps = { size?: 'sm' | 'md' | 'lg'; label?: string; className?: string };

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };

/** A spinning ring; its label is read by screen readers (empty when the text beside it says it). */
export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={cx('inline-flex items-center', className)}>
      <span aria-hidden="true" className={cx('animate-spin rounded-full border-current border-r-transparent', sizes[size])} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
