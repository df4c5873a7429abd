/**
 * Sample gyms loaded into an empty database on first start (SEED_SAMPLE_DATA). Invented
 * businesses on real streets of several cities, with plausible coordinates; phone numbers are in
 * ranges reserved for fiction (NANP 555-01xx, Ofcom 020 7946 0xxx) and websites on example.com.
 * Every row is stored with is_sample = true and shown with a 'Sample' badge. They carry no rating:
 * a star rating nobody gave would read as reviews (issue 16).
 */
export interface SampleGym {
  name: string;
  address: string;
  city: string;
  state: string | null;
  zipCode: string | null;
  latitude: number;
  longitude: number;
  phone: string | null;
  openingHours: string;
  amenities: string[];
  blurb: string;
}

const WEEK_EARLY = 'Mon–Fri 05:00–23:00\nSat–Sun 07:00–21:00';
const ALWAYS = 'Open 24 hours, 7 days';
const STUDIO = 'Mon–Fri 06:30–21:30\nSat 08:00–18:00\nSun 09:00–14:00';

// biome-ignore format: a data table reads best one gym per line
export const SAMPLE_GYMS: SampleGym[] = [
  // New York: the default map centre (40.7128, -74.006) has a handful within 10 km and one just outside.
  { name: 'Battery Park Fitness Loft', address: '21 Battery Pl', city: 'New York', state: 'NY', zipCode: '10004', latitude: 40.7061, longitude: -74.017, phone: '+1 212-555-0101', openingHours: WEEK_EARLY, amenities: ['Free weights', 'Cardio', 'Lockers', 'River views'], blurb: 'A bright loft for a lunchtime session by the harbour.' },
  { name: 'SoHo Boxing & Conditioning', address: '180 Spring St', city: 'New York', state: 'NY', zipCode: '10012', latitude: 40.7253, longitude: -74.0021, phone: '+1 212-555-0102', openingHours: STUDIO, amenities: ['Boxing ring', 'Heavy bags', 'Classes', 'Showers'], blurb: 'Bag work, pad rounds and conditioning circuits.' },
  { name: 'East Village Yoga House', address: '88 E 7th St', city: 'New York', state: 'NY', zipCode: '10009', latitude: 40.7265, longitude: -73.984, phone: '+1 212-555-0103', openingHours: STUDIO, amenities: ['Yoga', 'Meditation room', 'Mat rental'], blurb: 'Vinyasa, yin and a quiet room upstairs.' },
  { name: 'Brooklyn Heights CrossFit Box', address: '140 Montague St', city: 'Brooklyn', state: 'NY', zipCode: '11201', latitude: 40.6947, longitude: -73.9935, phone: '+1 718-555-0104', openingHours: WEEK_EARLY, amenities: ['CrossFit', 'Olympic lifting', 'Rowers', 'Showers'], blurb: 'WODs at 6, 7, 12 and 6 with coaches on every class.' },
  { name: 'Williamsburg Climbing Gym', address: '420 Kent Ave', city: 'Brooklyn', state: 'NY', zipCode: '11249', latitude: 40.718, longitude: -73.963, phone: '+1 718-555-0105', openingHours: 'Mon–Sun 07:00–23:00', amenities: ['Bouldering', 'Top rope', 'Gear rental', 'Cafe'], blurb: 'Forty boulder problems, reset every week.' },
  { name: 'Jersey City Harbor Gym', address: '95 Washington St', city: 'Jersey City', state: 'NJ', zipCode: '07302', latitude: 40.7178, longitude: -74.0367, phone: '+1 201-555-0106', openingHours: ALWAYS, amenities: ['Free weights', 'Cardio', 'Parking', 'Sauna'], blurb: 'Open round the clock, across the river from Manhattan.' },
  { name: 'Hudson Yards Strength Club', address: '500 W 33rd St', city: 'New York', state: 'NY', zipCode: '10001', latitude: 40.7527, longitude: -74.0017, phone: '+1 212-555-0107', openingHours: WEEK_EARLY, amenities: ['Squat racks', 'Deadlift platforms', 'Sled track', 'Lockers'], blurb: 'Racks, platforms and chalk: built for lifters.' },
  { name: 'Midtown 24/7 Fitness Center', address: '250 W 45th St', city: 'New York', state: 'NY', zipCode: '10036', latitude: 40.759, longitude: -73.9845, phone: '+1 212-555-0108', openingHours: ALWAYS, amenities: ['Cardio', 'Machines', 'Showers'], blurb: 'A quick workout between shows, at any hour.' },
  { name: 'Long Island City Power Lab', address: '47-10 Vernon Blvd', city: 'Queens', state: 'NY', zipCode: '11101', latitude: 40.7447, longitude: -73.953, phone: '+1 718-555-0109', openingHours: WEEK_EARLY, amenities: ['Powerlifting', 'Strongman', 'Sauna'], blurb: 'Competition bars and calibrated plates.' },
  { name: 'Central Park Runners Hub', address: '30 W 72nd St', city: 'New York', state: 'NY', zipCode: '10023', latitude: 40.7781, longitude: -73.9817, phone: '+1 212-555-0110', openingHours: 'Mon–Sun 05:30–22:00', amenities: ['Run club', 'Treadmills', 'Bag drop', 'Physio'], blurb: 'Start and finish your park loop here.' },
  { name: 'Harlem Community Fitness', address: '240 W 125th St', city: 'New York', state: 'NY', zipCode: '10027', latitude: 40.809, longitude: -73.9482, phone: '+1 212-555-0111', openingHours: WEEK_EARLY, amenities: ['Classes', 'Childcare', 'Cardio', 'Free weights'], blurb: 'Neighbourhood gym with family memberships.' },
  // Elsewhere in North America.
  { name: 'Venice Beach Iron Garden', address: '1800 Ocean Front Walk', city: 'Los Angeles', state: 'CA', zipCode: '90291', latitude: 33.985, longitude: -118.4695, phone: '+1 310-555-0112', openingHours: 'Mon–Sun 06:00–20:00', amenities: ['Outdoor weights', 'Calisthenics', 'Beach access'], blurb: 'Lift in the open air, a few steps from the sand.' },
  { name: 'Silver Lake Pilates Studio', address: '3200 Sunset Blvd', city: 'Los Angeles', state: 'CA', zipCode: '90026', latitude: 34.0869, longitude: -118.2702, phone: '+1 323-555-0113', openingHours: STUDIO, amenities: ['Reformer', 'Pilates mat', 'Showers'], blurb: 'Small reformer classes with two instructors.' },
  { name: 'Downtown LA Athletic Club', address: '700 S Broadway', city: 'Los Angeles', state: 'CA', zipCode: '90014', latitude: 34.043, longitude: -118.251, phone: '+1 213-555-0114', openingHours: ALWAYS, amenities: ['Pool', 'Sauna', 'Basketball court', 'Cardio'], blurb: 'A pool, a court and a rooftop track.' },
  { name: 'Wicker Park Barbell', address: '1500 N Milwaukee Ave', city: 'Chicago', state: 'IL', zipCode: '60622', latitude: 41.9088, longitude: -87.6776, phone: '+1 312-555-0115', openingHours: WEEK_EARLY, amenities: ['Olympic lifting', 'Squat racks', 'Coaching'], blurb: 'Barbell club with beginner clinics every Saturday.' },
  { name: 'Loop Lakefront Fitness', address: '150 N Michigan Ave', city: 'Chicago', state: 'IL', zipCode: '60601', latitude: 41.8858, longitude: -87.6181, phone: '+1 312-555-0116', openingHours: WEEK_EARLY, amenities: ['Cardio', 'Machines', 'Lake views'], blurb: 'Treadmills facing the lake.' },
  { name: 'Lincoln Park Spin Studio', address: '2400 N Clark St', city: 'Chicago', state: 'IL', zipCode: '60614', latitude: 41.9214, longitude: -87.6513, phone: '+1 773-555-0117', openingHours: STUDIO, amenities: ['Indoor cycling', 'Showers', 'Towels'], blurb: 'Forty bikes and a very loud sound system.' },
  { name: 'Mission District Movement Studio', address: '2900 Mission St', city: 'San Francisco', state: 'CA', zipCode: '94110', latitude: 37.7599, longitude: -122.4148, phone: '+1 415-555-0118', openingHours: STUDIO, amenities: ['Mobility', 'Yoga', 'Kettlebells'], blurb: 'Move better: mobility, kettlebells and yoga.' },
  { name: 'Embarcadero Fitness Co.', address: '4 Embarcadero Ctr', city: 'San Francisco', state: 'CA', zipCode: '94111', latitude: 37.7955, longitude: -122.3937, phone: '+1 415-555-0119', openingHours: WEEK_EARLY, amenities: ['Cardio', 'Free weights', 'Bay views'], blurb: 'Morning runs along the bay start here.' },
  { name: 'Back Bay Rowing & Fitness', address: '500 Boylston St', city: 'Boston', state: 'MA', zipCode: '02116', latitude: 42.3503, longitude: -71.081, phone: '+1 617-555-0120', openingHours: WEEK_EARLY, amenities: ['Rowing', 'Cardio', 'Classes'], blurb: 'Twenty ergs and a coach who used to row for a living.' },
  { name: 'Cambridge Kettlebell Collective', address: '600 Massachusetts Ave', city: 'Cambridge', state: 'MA', zipCode: '02139', latitude: 42.3656, longitude: -71.104, phone: '+1 617-555-0121', openingHours: STUDIO, amenities: ['Kettlebells', 'Classes', 'Open gym'], blurb: 'Swings, snatches and get-ups.' },
  { name: 'South Congress Sweat Shop', address: '1400 S Congress Ave', city: 'Austin', state: 'TX', zipCode: '78704', latitude: 30.2503, longitude: -97.7494, phone: '+1 512-555-0122', openingHours: WEEK_EARLY, amenities: ['HIIT', 'Cardio', 'Outdoor turf'], blurb: 'High-intensity classes on the turf out back.' },
  { name: 'Capitol Hill Climbing & Fitness', address: '1100 E Pike St', city: 'Seattle', state: 'WA', zipCode: '98122', latitude: 47.6141, longitude: -122.3176, phone: '+1 206-555-0123', openingHours: 'Mon–Sun 07:00–23:00', amenities: ['Bouldering', 'Yoga', 'Free weights'], blurb: 'Climb, then stretch it out upstairs.' },
  { name: 'Queen West Strength', address: '900 Queen St W', city: 'Toronto', state: 'ON', zipCode: 'M6J 1G6', latitude: 43.6453, longitude: -79.4112, phone: '+1 416-555-0124', openingHours: WEEK_EARLY, amenities: ['Squat racks', 'Coaching', 'Showers'], blurb: 'Strength coaching for every level.' },
  { name: 'Distillery District Yoga', address: '55 Mill St', city: 'Toronto', state: 'ON', zipCode: 'M5A 3C4', latitude: 43.6503, longitude: -79.3596, phone: '+1 416-555-0125', openingHours: STUDIO, amenities: ['Yoga', 'Hot yoga', 'Mat rental'], blurb: 'Heated studio in an old brick warehouse.' },
  // Europe.
  { name: 'Shoreditch Fight Club Gym', address: '12 Great Eastern St', city: 'London', state: null, zipCode: 'EC2A 3EH', latitude: 51.5246, longitude: -0.078, phone: '+44 20 7946 0126', openingHours: WEEK_EARLY, amenities: ['Boxing', 'Muay Thai', 'Strength'], blurb: 'Striking classes and a small strength floor.' },
  { name: 'South Bank Fitness Arches', address: '3 Concert Hall Approach', city: 'London', state: null, zipCode: 'SE1 8XX', latitude: 51.5055, longitude: -0.1132, phone: '+44 20 7946 0127', openingHours: WEEK_EARLY, amenities: ['Cardio', 'Free weights', 'Showers'], blurb: 'A gym under the railway arches by the river.' },
  { name: 'Camden Lock Calisthenics', address: '50 Chalk Farm Rd', city: 'London', state: null, zipCode: 'NW1 8AB', latitude: 51.5413, longitude: -0.1466, phone: '+44 20 7946 0128', openingHours: 'Mon–Sun 07:00–21:00', amenities: ['Calisthenics', 'Rings', 'Classes'], blurb: 'Bars, rings and a friendly crowd.' },
  { name: 'Kreuzberg Kraftwerk', address: 'Oranienstraße 40', city: 'Berlin', state: null, zipCode: '10999', latitude: 52.5014, longitude: 13.4187, phone: null, openingHours: ALWAYS, amenities: ['Free weights', 'Sauna', 'Cardio'], blurb: 'An old power station turned iron gym.' },
  { name: 'Prenzlauer Berg Pilates', address: 'Kastanienallee 20', city: 'Berlin', state: null, zipCode: '10435', latitude: 52.538, longitude: 13.415, phone: null, openingHours: STUDIO, amenities: ['Pilates', 'Reformer', 'Barre'], blurb: 'Reformer and barre in a courtyard studio.' },
  { name: 'Le Marais Fitness Club', address: '20 Rue des Archives', city: 'Paris', state: null, zipCode: '75004', latitude: 48.8575, longitude: 2.358, phone: null, openingHours: WEEK_EARLY, amenities: ['Cardio', 'Machines', 'Classes'], blurb: 'Classes in French and English.' },
  { name: 'Canal Saint-Martin Boxe', address: '90 Quai de Jemmapes', city: 'Paris', state: null, zipCode: '75010', latitude: 48.872, longitude: 2.365, phone: null, openingHours: STUDIO, amenities: ['Boxing', 'Skipping', 'Conditioning'], blurb: 'French boxing by the canal.' },
  { name: 'Reykjavík Harbour Fitness', address: 'Mýrargata 2', city: 'Reykjavík', state: null, zipCode: '101', latitude: 64.1502, longitude: -21.9449, phone: null, openingHours: WEEK_EARLY, amenities: ['Geothermal pool', 'Sauna', 'Cardio'], blurb: 'Train, then soak in the hot pool.' },
  // Asia, Oceania, Africa, South America.
  { name: 'Shibuya Performance Gym', address: '1-2 Dogenzaka', city: 'Tokyo', state: null, zipCode: '150-0043', latitude: 35.6595, longitude: 139.7005, phone: null, openingHours: ALWAYS, amenities: ['Machines', 'Free weights', 'Showers'], blurb: 'Compact, spotless and open all night.' },
  { name: 'Asakusa Judo & Fitness', address: '2-3 Asakusa', city: 'Tokyo', state: null, zipCode: '111-0032', latitude: 35.7148, longitude: 139.7967, phone: null, openingHours: STUDIO, amenities: ['Judo', 'Tatami', 'Strength'], blurb: 'Judo classes for adults and kids.' },
  { name: 'Bondi Beach Outdoor Fitness', address: '1 Queen Elizabeth Dr', city: 'Sydney', state: 'NSW', zipCode: '2026', latitude: -33.8915, longitude: 151.2767, phone: null, openingHours: 'Mon–Sun 05:30–20:00', amenities: ['Outdoor', 'Ocean pool', 'Calisthenics'], blurb: 'Bootcamps on the sand at sunrise.' },
  { name: 'Surry Hills Strength Co.', address: '400 Crown St', city: 'Sydney', state: 'NSW', zipCode: '2010', latitude: -33.886, longitude: 151.211, phone: null, openingHours: WEEK_EARLY, amenities: ['Squat racks', 'Coaching', 'Sauna'], blurb: 'Small-group strength programmes.' },
  { name: 'Ponsonby CrossFit', address: '150 Ponsonby Rd', city: 'Auckland', state: null, zipCode: '1011', latitude: -36.857, longitude: 174.745, phone: null, openingHours: WEEK_EARLY, amenities: ['CrossFit', 'Rowers', 'Showers'], blurb: 'Friendly box with a big outdoor rig.' },
  { name: 'Suva Harbour Gym', address: 'Victoria Parade', city: 'Suva', state: null, zipCode: null, latitude: -18.1397, longitude: 178.4237, phone: null, openingHours: WEEK_EARLY, amenities: ['Free weights', 'Rugby conditioning'], blurb: 'Where the rugby squads train, near the antimeridian.' },
  { name: 'Vila Madalena Functional', address: 'Rua Aspicuelta 300', city: 'São Paulo', state: 'SP', zipCode: '05433-010', latitude: -23.5535, longitude: -46.691, phone: null, openingHours: WEEK_EARLY, amenities: ['Functional', 'Capoeira', 'Cardio'], blurb: 'Functional training and capoeira nights.' },
  { name: 'Westlands Fitness Centre', address: 'Woodvale Grove', city: 'Nairobi', state: null, zipCode: '00800', latitude: -1.2676, longitude: 36.8108, phone: null, openingHours: WEEK_EARLY, amenities: ['Cardio', 'Free weights', 'Running club'], blurb: 'Home of a Sunday long-run club.' },
];
