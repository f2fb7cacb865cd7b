// The code of the front page's parts below its first screen, on a phone and on a wide screen:
// one chunk, fetched when a reader nears one of them (HomePage, HydrateWhenSeen).
export { ContactBlocks } from "../ContactBlocks/ContactBlocks";
export { NewsroomContact } from "../ContactBlocks/NewsroomContact";
export { ImageFeed } from "../Embeds/ImageFeed";
export { VideoEmbed } from "../Embeds/VideoEmbed";
export { SectionBlock } from "../SectionBlock/SectionBlock";
export { fetchLaterStories } from "../../model/laterStories";
