export { Drawer, CloseIcon, type DrawerProps } from './Drawer';
