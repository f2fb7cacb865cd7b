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
      high
      low
      humidity
      wind
    }
    units {
      temperature
      humidity
      wind
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
