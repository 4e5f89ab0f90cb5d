export {
  AvailabilityBadge,
  availabilityBadgeVariants,
  type Availability,
  type AvailabilityBadgeProps,
} from './AvailabilityBadge';
