// Gatsby local plugin entry (the work happens in gatsby-node.js).
