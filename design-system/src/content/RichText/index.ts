export { RichText, type RichTextProps } from './RichText';
export { extractHeadings, slugify, type Heading } from './headings';
