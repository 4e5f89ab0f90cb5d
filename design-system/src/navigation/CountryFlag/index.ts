export { CountryFlag, type CountryFlagProps } from './CountryFlag';
