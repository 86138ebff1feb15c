import { PRIMARY_COLOR } from '@coach/domain/theme.ts';

/** The product's mark (a car on the brand green), used on the login page and in the header. */
export function ProductMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role="img"
      aria-label="驾培运营管理后台"
      style={{ display: 'inline-block' }}
    >
      <rect width="32" height="32" rx="8" fill={PRIMARY_COLOR} />
      <path
        d="M7 20.5 10 13a3 3 0 0 1 2.8-2h6.4a3 3 0 0 1 2.8 2l3 7.5v3.5a1 1 0 0 1-1 1h-2a1 1 0 0 1-1-1v-1H11v1a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1Z"
        fill="#fff"
      />
      <circle cx="11" cy="19" r="1.6" fill={PRIMARY_COLOR} />
      <circle cx="21" cy="19" r="1.6" fill={PRIMARY_COLOR} />
      <path d="M10.6 17h10.8l-1.6-4.2a1 1 0 0 0-.9-.6h-5.8a1 1 0 0 0-.9.6Z" fill={PRIMARY_COLOR} opacity=".35" />
    </svg>
  );
}
