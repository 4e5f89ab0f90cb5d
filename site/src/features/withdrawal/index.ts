// The withdrawal function (§ 356a BGB): the two-step page of /withdrawal and /de/withdrawal, and
// the made-to-specification notice of the product page, the checkout and the configurator's quote.
export { MadeToSpecificationNote } from './MadeToSpecificationNote';
export { WithdrawalView } from './WithdrawalView';
