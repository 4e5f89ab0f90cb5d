// The design system's new-version toast, shown once the version file announced a newer build.
// Its own chunk, loaded only then.
import { NewVersionToast } from '@tonewood/design-system';
import { useState } from 'react';

export default function NewVersionNotice() {
  const [open, setOpen] = useState(true);
  return <NewVersionToast open={open} onOpenChange={setOpen} onReload={() => window.location.reload()} />;
}
