export { ConsentGate, type ConsentGateKind, type ConsentGateProps } from './ConsentGate';
