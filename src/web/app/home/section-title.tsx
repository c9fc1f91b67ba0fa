/** A home section's heading, with the lotus bar before it. */
export function SectionTitle({ children, id }: { children: string; id: string }) {
  return (
    <h2 id={id} className="mb-2 flex items-center gap-2 text-sm font-bold uppercase tracking-wider text-fg">
      <span aria-hidden="true" className="h-4 w-1 rounded-full bg-lotus-gradient" />
      {children}
    </h2>
  );
}
