/** The library's line mark: the dome and arches of the rebuilt building, in one colour. */
export function LibraryMark({ size = 40, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M20 24a12 12 0 0 1 24 0" />
      <path d="M32 8v4" />
      <path d="M12 24h40" />
      <path d="M15 24v24M49 24v24" />
      <path d="M21 48V35a4 4 0 0 1 8 0v13M35 48V35a4 4 0 0 1 8 0v13" />
      <path d="M10 50h44" />
    </svg>
  );
}
