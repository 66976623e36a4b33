export { Toaster } from './toaster';
export { useToast } from './use-toast';
export { toast, dismissToast, dismissErrorToasts, type ToastInput, type ToastVariant } from './toast-store';
