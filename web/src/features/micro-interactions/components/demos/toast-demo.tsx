import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

import { pressable } from './pressable';

export function ToastDemo() {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        className={pressable}
        onClick={() => toast({ title: 'Bid submitted', description: 'The client will review your proposal (demo).', variant: 'success' })}
      >
        Success toast
      </Button>
      <Button variant="outline" className={pressable} onClick={() => toast({ title: 'New message', description: 'Jane Carver sent you a message (demo).' })}>
        Info toast
      </Button>
      <Button
        variant="outline"
        className={pressable}
        onClick={() => toast({ title: 'Upload failed', description: 'The file is larger than your plan allows (demo).', variant: 'destructive' })}
      >
        Error toast
      </Button>
    </div>
  );
}
