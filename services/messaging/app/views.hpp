#pragma once
// The JSON shapes of docs/dev-contract.md "Messaging", shared by the REST answers and the WebSocket frames.
#include "domain/contact.hpp"
#include "domain/conversation.hpp"
#include "domain/notification.hpp"

#include <nlohmann/json.hpp>

namespace messaging {

nlohmann::json message_json(const Message& message);
nlohmann::json notification_json(const Notification& notification);
nlohmann::json contact_message_json(const ContactMessage& message);

// Server → client frames. An error answering a send_message names the message's clientMessageId when it had one.
nlohmann::json error_frame(const std::string& message,
                           const std::optional<std::string>& client_message_id = std::nullopt);
nlohmann::json message_frame(const char* type, const Message& message);  // message_sent or new_message
nlohmann::json notification_frame(const Notification& notification);
nlohmann::json project_update_frame(std::int64_t project_id, const std::string& message);

}  // namespace messaging
