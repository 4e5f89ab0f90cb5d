// The notice wherever a product made to the shopper's specification is offered or bought
// (product page, checkout line, the configurator's quote): no right of withdrawal (§ 312g (2) no. 1 BGB).
import { MADE_TO_SPECIFICATION_NOTICE, type Language } from '@tonewood/rules';
import { cn } from '@tonewood/design-system';

export function MadeToSpecificationNote({ language, className }: { language: Language; className?: string }) {
  return (
    <p data-slot="made-to-specification" className={cn('text-sm font-medium text-walnut-800', className)}>
      {MADE_TO_SPECIFICATION_NOTICE[language]}
    </p>
  );
}
