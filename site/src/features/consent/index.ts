export { ConsentFrame } from './ConsentFrame';
