// What the front page's parts below its first screen run: a chunk of its own (HomePage).
export { ContactBlocks } from "../ContactBlocks/ContactBlocks";
export { NewsroomContact } from "../ContactBlocks/NewsroomContact";
export { ImageFeed } from "../Embeds/ImageFeed";
export { VideoEmbed } from "../Embeds/VideoEmbed";
export { SectionBlock } from "../SectionBlock/SectionBlock";
export { fetchLaterStories } from "../../model/laterStories";
