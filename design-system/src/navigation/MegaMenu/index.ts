export { MegaMenu, TileLink, menuTriggerClasses, type MegaMenuProps } from './MegaMenu';
