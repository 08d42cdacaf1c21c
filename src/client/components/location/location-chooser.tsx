import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import type { City } from '../../../shared/schemas/location';
import { userQueryOptions } from '../../lib/auth';
import { chooseLocation, countryOptions, searchCities } from '../../lib/location/choose-location';
import { Button } from '../ui/button';
import { fieldClassName, Input } from '../ui/input';
import { Label } from '../ui/label';
import { toast } from '../ui/use-toast';

/** Waits this long after the last key before asking for city suggestions. */
const SUGGEST_DELAY_MS = 250;

const cityLabel = (city: City) => (city.region ? `${city.name}, ${city.region}` : city.name);

/** The typed city as the server wants it: a suggestion's name and region, or the text itself. */
function cityChoice(text: string, suggestions: City[]): { city: string | null; region: string | null } {
  const typed = text.trim();
  if (!typed) return { city: null, region: null };
  const picked = suggestions.find((c) => cityLabel(c).toLowerCase() === typed.toLowerCase());
  return picked ? { city: picked.name, region: picked.region } : { city: typed, region: null };
}

/**
 * The user picks their country and, if they like, their city (decision 0038). The city field
 * suggests places of the chosen country; the server checks the choice and stores it as certain.
 */
export function LocationChooser({
  initialCountry,
  initialCity,
  onDone,
  onCancel,
}: {
  initialCountry: string | null;
  initialCity: string | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const countries = useMemo(() => countryOptions(), []);
  const [country, setCountry] = useState(initialCountry ?? '');
  const [city, setCity] = useState(initialCity ?? '');
  const [suggestions, setSuggestions] = useState<City[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();

  useEffect(() => {
    const query = city.trim();
    if (!country || query.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchCities(country, query, controller.signal)
        .then(setSuggestions)
        .catch(() => setSuggestions([]));
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [country, city]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!country) {
      setError('Choose your country.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const location = await chooseLocation({ countryCode: country, ...cityChoice(city, suggestions) });
      await queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey });
      toast({
        title: 'Location saved',
        description: [location.city, location.country].filter(Boolean).join(', '),
        variant: 'success',
      });
      onDone();
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'Could not save your location.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" aria-label="Choose your location" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-country`}>Country</Label>
          <select
            id={`${id}-country`}
            value={country}
            onChange={(event) => {
              setCountry(event.target.value);
              setSuggestions([]);
              setError(null);
            }}
            className={`${fieldClassName} h-11 w-full`}
            required
          >
            <option value="">Choose a country</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-city`}>City (optional)</Label>
          <Input
            id={`${id}-city`}
            value={city}
            onChange={(event) => {
              setCity(event.target.value);
              setError(null);
            }}
            list={`${id}-cities`}
            autoComplete="off"
            maxLength={100}
            placeholder={country ? 'Start typing your city' : 'Choose a country first'}
            disabled={!country}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <datalist id={`${id}-cities`}>
            {suggestions.map((c) => (
              <option key={cityLabel(c)} value={cityLabel(c)} />
            ))}
          </datalist>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={saving}>
          {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
          {saving ? 'Saving...' : 'Save location'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
