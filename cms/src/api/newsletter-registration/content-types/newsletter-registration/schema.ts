// The submission type's schema, its form fields derived from the field table of @tonewood/rules
// (required, maxLength, regex), so Strapi enforces what the forms and the site functions do.
// Strapi loads a content type's schema from schema.js as from schema.json: edit the table (or
// the fields below the spread), not this type in the admin's content-type builder.
import { formFields } from '@tonewood/rules';
import { submissionAttributes } from '../../../../submissions/fields';

export default {
  kind: 'collectionType',
  collectionName: 'newsletter_registrations',
  info: {
    singularName: 'newsletter-registration',
    pluralName: 'newsletter-registrations',
    displayName: 'Newsletter registration',
    description:
      'Newsletter sign-up from the site; never publicly readable; pending until the double opt-in link is followed (confirmed); only confirmed registrations count',
  },
  options: {
    draftAndPublish: false,
  },
  pluginOptions: {},
  attributes: {
    ...submissionAttributes(formFields.newsletter),
    language: { type: 'enumeration', enum: ['en', 'de'], default: 'en' },
    confirmed: { type: 'boolean', default: false },
    confirmedAt: { type: 'datetime' },
  },
};
