import { graphql } from "gatsby";

/**
 * What the front page's weather box reads of content/home.json (`WeatherBoxProps`, and the live
 * figures' settings): the site's front page and each edition's ask for it alike.
 */
export const weatherFieldsFragment = graphql`
  fragment WeatherFields on WeatherSample {
    heading
    location
    condition
    temperatureF
    highF
    lowF
    humidityPercent
    windMph
    labels {
      ...WeatherLabelFields
    }
    units {
      ...WeatherUnitFields
    }
    note
    live {
      enabled
      apiUrl
      stationId
      stationName
      forecastUrl
      forecastPageUrl
      forecastLinkLabel
      timeoutMs
      asOf
      source
    }
  }
`;

/** The box's labels and units: the front page's (home.json) and each edition's ask alike. */
export const weatherLabelsFragment = graphql`
  fragment WeatherLabelFields on WeatherLabels {
    high
    low
    humidity
    wind
  }
`;

export const weatherUnitsFragment = graphql`
  fragment WeatherUnitFields on WeatherUnits {
    temperature
    humidity
    wind
  }
`;
