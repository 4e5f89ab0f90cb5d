export { HeroSlide, type HeroSlideProps } from './HeroSlide';
