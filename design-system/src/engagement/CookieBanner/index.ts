export { CookieBanner, type CookieBannerMode, type CookieBannerProps, type CookieCategories } from './CookieBanner';
