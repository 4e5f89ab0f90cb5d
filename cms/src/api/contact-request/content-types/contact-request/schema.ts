// The submission type's schema, its form fields derived from the field table of @tonewood/rules
// (required, maxLength, regex), so Strapi enforces what the forms and the site functions do.
// Strapi loads a content type's schema from schema.js as from schema.json: edit the table (or
// the fields below the spread), not this type in the admin's content-type builder.
import { formFields } from '@tonewood/rules';
import { submissionAttributes } from '../../../../submissions/fields';

export default {
  kind: 'collectionType',
  collectionName: 'contact_requests',
  info: {
    singularName: 'contact-request',
    pluralName: 'contact-requests',
    displayName: 'Contact request',
    description: 'Custom instrument enquiry from the contact form; never publicly readable',
  },
  options: {
    draftAndPublish: false,
  },
  pluginOptions: {},
  attributes: {
    ...submissionAttributes(formFields.contactRequest),
    language: { type: 'enumeration', enum: ['en', 'de'], default: 'en' },
  },
};
