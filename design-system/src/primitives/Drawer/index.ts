export { Drawer, DialogCloseButton, DialogShell, type DrawerProps, type DialogShellProps } from './Drawer';
