export type RedirectSeed = { from: string; to: string; permanent: boolean };

/** Server-side redirect rules the site applies at build time; "to" may be an external URL. */
export const redirects: RedirectSeed[] = [
  { from: '/old-shop/pink-guitar', to: '/guitars', permanent: true },
  { from: '/old-shop/tote', to: '/product/tote-bag', permanent: true },
  { from: '/shop/bass-guitars', to: '/basses', permanent: true },
  { from: '/verstaerker', to: '/de/amplification', permanent: true },
  { from: '/blog/shellac-tutorial', to: '/blog/workshop/finishing-with-shellac', permanent: true },
  { from: '/winter-sale', to: '/ready-to-ship', permanent: false },
  { from: '/partners/hartmann-tonholz', to: 'https://hartmann-tonholz.example/', permanent: false },
];
