import { searchMessages } from '@skylark/contract';

/** The search box's texts; the return date's message is the spec's, shared with the API. */
export default {
  label: 'Search flights',
  tripType: 'Trip type',
  trip: { oneway: 'One-way', return: 'Return', multi: 'Multi-city' },
  flightN: 'Flight {{n}}',
  removeFlight: 'Remove flight {{n}}',
  from: 'From',
  fromN: 'From (flight {{n}})',
  to: 'To',
  toN: 'To (flight {{n}})',
  cityPlaceholder: 'City or airport',
  depart: 'Depart',
  departureDate: 'Departure date',
  departureDateN: 'Departure date (flight {{n}})',
  returnDate: 'Return',
  addFlight: 'Add flight',
  class: 'Class',
  anyClass: 'Any class',
  submit: 'Search',
  clear: 'Clear',
  party: {
    legend: 'Passengers',
    adults: 'Adults',
    adultsHint: '12 and over',
    children: 'Children',
    childrenHint: '2 to 11',
    infants: 'Infants',
    infantsHint: 'Under 2, on a lap',
  },
  errors: {
    oneAdult: 'At least one adult (12+) travels',
    maxSeated: 'A booking holds at most {{max}} seated passengers',
    infantLap: 'Each infant on a lap needs an adult of their own',
    returnDateRequired: searchMessages.returnDateRequired as string,
  },
};
