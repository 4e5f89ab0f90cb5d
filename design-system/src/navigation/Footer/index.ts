export { CompactFooter, type CompactFooterProps } from './CompactFooter';
export { Footer, type FooterProps, type SocialLink, type SocialNetwork } from './Footer';
