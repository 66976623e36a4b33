// The status table is shared with the admin dashboard's recent projects.
export { statusDisplay, type StatusDisplay, type StatusTone } from '@/lib/project-status';
