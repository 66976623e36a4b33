/** Static marketing content of /how-it-works (spec section 2, Static and demo pages). */
import {
  BadgeCheck,
  ClipboardList,
  FileCheck2,
  FileText,
  Handshake,
  MessagesSquare,
  PackageCheck,
  Search,
  ShieldCheck,
  UserRound,
  Wallet,
  Award,
  type LucideIcon,
} from 'lucide-react';

export interface ProcessStep {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const CLIENT_STEPS: ProcessStep[] = [
  {
    icon: FileText,
    title: 'Post your project',
    description: 'Describe the cabinets, cabinet type, materials, budget range and timeline, and pick the deliverables you need.',
  },
  {
    icon: MessagesSquare,
    title: 'Review bids',
    description: 'Verified engineers send proposals with their price, timeline and approach. Compare them and check each profile.',
  },
  {
    icon: Handshake,
    title: 'Hire and collaborate',
    description: 'Accept the bid you like best. The project is assigned to that engineer and you talk in the project messages.',
  },
  {
    icon: PackageCheck,
    title: 'Receive CNC-ready files',
    description: 'Get drawings, cut-lists and CNC files in the project Files tab, verify them and approve each stage.',
  },
];

export const ENGINEER_STEPS: ProcessStep[] = [
  {
    icon: UserRound,
    title: 'Create your profile',
    description: 'Sign up as an engineer and list your software skills, hourly rate, experience and portfolio.',
  },
  {
    icon: Award,
    title: 'Get certified',
    description: 'Take the timed Cabinet Vision, Mozaik or CAD test and earn the verified badge clients look for.',
  },
  {
    icon: Search,
    title: 'Bid on projects',
    description: 'Browse open projects and send a proposal with your price and timeline for the ones that fit your skills.',
  },
  {
    icon: Wallet,
    title: 'Deliver and get paid',
    description: 'Upload your files to the project. Each paid stage is released to you when the client approves it.',
  },
];

export const PLATFORM_BENEFITS: ProcessStep[] = [
  {
    icon: BadgeCheck,
    title: 'Verified engineers',
    description: 'Every engineer is reviewed before approval, and certified engineers passed a timed skills test.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure milestone payments',
    description: 'Payments go in three stages (50 % down, 30 % at design approval, 20 % on delivery) and are held until approved.',
  },
  {
    icon: FileCheck2,
    title: 'Files checked before the CNC',
    description: 'DXF files are preflighted on upload and every file version carries a SHA-256 so you can verify your download.',
  },
  {
    icon: ClipboardList,
    title: 'Everything in one project',
    description: 'Bids, messages, files and payments stay together on the project page, from the first idea to the last file.',
  },
];
