// The probe content the e2e instances seed (TONEWOOD_SEED_PROBES=1: cms/src/seed/content/probes.ts,
// commerce/src/data/probes.json).
export const PAYLOAD = '</script><script>alert(1)</script>';

export const PROBES = {
  product: '/product/probe-script-in-description',
  // Event handlers and a javascript: link in the title, subtitle, description and option names.
  handlers: '/product/probe-handler-in-names',
  post: '/blog/probe-script-in-title',
  menuLink: 'Probe menu link',
  redirects: ['/probe-redirect-protocol-relative', '/probe-redirect-backslash'],
};
