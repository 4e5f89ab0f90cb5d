import type { ReactNode } from 'react';
import { Drawer } from '../../primitives/Drawer/Drawer';
import { languagePanelPairs } from '../languagePanelStrings';
import { Bilingual } from '../LanguageCountryPanel/Bilingual';

export interface LanguagePanelDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  children: ReactNode;
}

/** The header's right-side drawer for the language and shipping-country panel, titled in both languages. */
export function LanguagePanelDrawer({ open, onOpenChange, onCloseAutoFocus, children }: LanguagePanelDrawerProps) {
  return (
    <Drawer
      side="right"
      title={<Bilingual text={languagePanelPairs.heading} />}
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {children}
    </Drawer>
  );
}
