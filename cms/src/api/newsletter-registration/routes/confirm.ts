// The double opt-in's last step: the site function calls it with the write token after checking
// the signed link. It sets `confirmed` on one registration and reads nothing back.
export default {
  routes: [
    {
      method: 'POST',
      path: '/newsletter-registrations/:id/confirm',
      handler: 'newsletter-registration.confirm',
      config: { policies: [] },
    },
  ],
};
