export { Drawer, CloseIcon, DialogCloseButton, type DrawerProps } from './Drawer';
