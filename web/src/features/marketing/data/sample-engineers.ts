/** Static sample cards of the landing page (spec section 2: hard-coded demo content). */
export interface SampleEngineer {
  name: string;
  title: string;
  rating: string;
  hourlyRate: number;
  bio: string;
  skills: string[];
  location: string;
  projectsCompleted: string;
}

export const SAMPLE_ENGINEERS: SampleEngineer[] = [
  {
    name: 'Sarah Mitchell',
    title: 'Kitchen & Bath Specialist',
    rating: '4.9',
    hourlyRate: 75,
    bio: 'Fifteen years drawing frameless kitchens in Cabinet Vision, from first sketch to nested CNC output.',
    skills: ['Cabinet Vision', 'Kitchen Design', 'CNC Programming'],
    location: 'Grand Rapids, MI',
    projectsCompleted: '150+',
  },
  {
    name: 'David Chen',
    title: 'Custom Millwork Engineer',
    rating: '4.8',
    hourlyRate: 68,
    bio: 'Mozaik power user for built-ins and commercial millwork, with shop-floor-ready cut-lists.',
    skills: ['Mozaik', 'Built-ins', 'AutoCAD'],
    location: 'Toronto, ON',
    projectsCompleted: '95+',
  },
  {
    name: 'Maria Rodriguez',
    title: 'Commercial Casework Lead',
    rating: '5.0',
    hourlyRate: 82,
    bio: 'Casework for offices and healthcare: assembly drawings, hardware schedules and 3D renderings.',
    skills: ['Cabinet Vision', 'Commercial Casework', '3D Rendering'],
    location: 'Austin, TX',
    projectsCompleted: '200+',
  },
];
