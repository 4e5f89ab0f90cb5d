export { Footer, type FooterProps, type SocialLink, type SocialNetwork } from './Footer';
