export { Drawer, CloseIcon, DialogCloseButton, DialogShell, type DrawerProps, type DialogShellProps } from './Drawer';
